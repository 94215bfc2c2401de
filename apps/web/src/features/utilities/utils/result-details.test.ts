import { describe, expect, it } from 'vitest';
import { detailParts } from './result-details.ts';

describe("a result's details", () => {
  it('shows a list of records (the messages) as a table with a column per field', () => {
    const parts = detailParts({
      messages: [
        { id: 1, message_to_device: 'LOC', status: 'answered' },
        { id: 2, message_to_device: 'REBOOT', status: 'queued', answered_at: null },
      ],
    });
    expect(parts).toEqual([
      {
        kind: 'table',
        label: 'Messages',
        columns: ['Id', 'Message to device', 'Status', 'Answered at'],
        rows: [
          ['1', 'LOC', 'answered', '—'],
          ['2', 'REBOOT', 'queued', '—'],
        ],
      },
    ]);
  });

  it('shows values, and a record as its fields', () => {
    expect(
      detailParts({ live_audio_minutes: 180, sim: { iccid: '8988', status: 'assigned' }, active: true }),
    ).toEqual([
      { kind: 'value', label: 'Live audio minutes', text: '180' },
      { kind: 'value', label: 'Sim iccid', text: '8988' },
      { kind: 'value', label: 'Sim status', text: 'assigned' },
      { kind: 'value', label: 'Active', text: 'Yes' },
    ]);
    expect(detailParts(null)).toEqual([]);
  });

  it("shows moments in the page's format, and an empty list as None", () => {
    const time = (iso: string) => `at ${iso.slice(11, 16)}`;
    expect(detailParts({ created_at: '2026-03-01T10:15:00.000Z', messages: [] }, time)).toEqual([
      { kind: 'value', label: 'Created at', text: 'at 10:15' },
      { kind: 'value', label: 'Messages', text: 'None' },
    ]);
  });
});
