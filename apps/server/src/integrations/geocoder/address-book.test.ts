import { describe, expect, it } from 'vitest';
import { addressKey, AddressBook, type AddressStore } from './address-book.ts';
import type { Geocoder } from './geocoder.ts';

function memoryStore(): AddressStore & { saved: Map<string, string> } {
  const saved = new Map<string, string>();
  return {
    saved,
    find: async (key) => saved.get(key),
    store: async (key, address) => void saved.set(key, address),
  };
}

function remote(answer: () => Promise<string | null>): Geocoder & { calls: number } {
  const geocoder = {
    name: 'remote',
    calls: 0,
    reverse: async () => {
      geocoder.calls++;
      return answer();
    },
  };
  return geocoder;
}

describe('AddressBook', () => {
  it('rounds coordinates to about 11 m for its key', () => {
    expect(addressKey(39.798512, -89.654449)).toBe('39.7985,-89.6544');
  });

  it('asks a remote provider once per place and keeps the answer in memory and the store', async () => {
    const geocoder = remote(async () => '1 Main Street, Springfield, US');
    const store = memoryStore();
    const book = new AddressBook(geocoder, store);
    expect(book.addressNow(39.79851, -89.65441)).toBeUndefined();
    expect(await book.lookup(39.79851, -89.65441)).toBe('1 Main Street, Springfield, US');
    expect(await book.lookup(39.79852, -89.65442)).toBe('1 Main Street, Springfield, US');
    expect(book.addressNow(39.79852, -89.65442)).toBe('1 Main Street, Springfield, US');
    expect(geocoder.calls).toBe(1);
    expect(store.saved.get('39.7985,-89.6544')).toBe('1 Main Street, Springfield, US');
  });

  it('reads the stored cache before asking the provider (a restart does not ask again)', async () => {
    const geocoder = remote(async () => 'fresh');
    const store = memoryStore();
    store.saved.set('10.0000,20.0000', 'stored earlier');
    expect(await new AddressBook(geocoder, store).lookup(10, 20)).toBe('stored earlier');
    expect(geocoder.calls).toBe(0);
  });

  it('does not cache a failure, so the next fix there asks again', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const geocoder = remote(async () => {
      if (fail) throw new Error('timeout');
      return 'back';
    });
    const book = new AddressBook(geocoder, memoryStore(), (e) => errors.push(e));
    expect(await book.lookup(1, 1)).toBeNull();
    fail = false;
    expect(await book.lookup(1, 1)).toBe('back');
    expect(errors).toHaveLength(1);
  });

  it('answers a local provider at once', () => {
    const local: Geocoder = { name: 'local', reverse: async () => 'x', reverseNow: () => 'Near Town, US' };
    expect(new AddressBook(local, memoryStore()).addressNow(5, 5)).toBe('Near Town, US');
  });
});
