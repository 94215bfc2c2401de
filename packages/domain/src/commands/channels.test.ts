import { COMMAND_TEXTS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { allowedChannels, channelErrors, uniqueChannels } from './channels.ts';

const dataAndSos = { is_sent_via_data: true, is_sent_via_sms: false, is_sent_via_sos: true };

describe('allowedChannels', () => {
  it("follows a catalogue command's flags", () => {
    expect(allowedChannels(dataAndSos)).toEqual(['data', 'sos']);
  });

  it('gives data and sms for a custom command', () => {
    expect(allowedChannels(null)).toEqual(['data', 'sms']);
  });
});

describe('channelErrors', () => {
  it('needs at least one channel', () => {
    expect(channelErrors(null, [])).toEqual([COMMAND_TEXTS.chooseChannel]);
    expect(channelErrors(dataAndSos, [])).toEqual([COMMAND_TEXTS.chooseChannel]);
  });

  it('sends a custom command only via sms or data', () => {
    expect(channelErrors(null, ['data', 'sms'])).toEqual([]);
    expect(channelErrors(null, ['sms', 'sos'])).toEqual([COMMAND_TEXTS.customViaSos]);
  });

  it('sends a catalogue command only via the channels it allows', () => {
    expect(channelErrors(dataAndSos, ['sos', 'data'])).toEqual([]);
    expect(channelErrors(dataAndSos, ['data', 'sms'])).toEqual([COMMAND_TEXTS.channelNotAllowed('sms')]);
  });
});

describe('uniqueChannels', () => {
  it('keeps each channel once in catalogue order', () => {
    expect(uniqueChannels(['sms', 'data', 'sms'])).toEqual(['data', 'sms']);
  });
});
