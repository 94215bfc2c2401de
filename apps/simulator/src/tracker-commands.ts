import type { SimulatedReport } from './report.ts';
import type { ModelType } from './tracker-spec.ts';

/** What a simulated tracker answers to a command it does not know (as many real trackers do). */
export const UNSUPPORTED_COMMAND = 'unsupported command';

/** Upper bounds a tracker accepts for its settings; anything else is answered as an invalid value. */
const MAX_INTERVAL_MINUTES = 1440;
const MAX_SPEED_KMH = 300;

const position = (r: SimulatedReport) => `${r.lat.toFixed(6)},${r.lon.toFixed(6)}`;
const wholeIn = (text: string | undefined, min: number, max: number) => {
  if (text === undefined || !/^-?\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

function statusReport(r: SimulatedReport): string {
  const parts = [
    `Battery ${r.battery}%${r.charging ? ' (charging)' : ''}`,
    `${r.fix.toUpperCase()} ${position(r)}`,
  ];
  if (r.temperatureC !== null) parts.push(`Temp ${r.temperatureC} C`);
  if (r.humidity !== null) parts.push(`Humidity ${r.humidity}%`);
  return parts.join(', ');
}

/**
 * How a simulated tracker answers a command from the demo catalogue (see the server's demo-commands seed), given
 * the report it has just sent: 'getinfo' with its battery and position, 'position' with a fresh fix, settings
 * confirmed with their value. The answer goes back to the server as `result` in the tracker's next report.
 */
export function answerCommand(command: string, report: SimulatedReport, modelType: ModelType): string {
  const text = command.trim();
  const [name, ...args] = text.replace(/#$/, '').split(',');
  switch (name) {
    case 'getinfo':
      return statusReport(report);
    case 'position':
      return `Position ${position(report)} (${report.fix}, ${report.accuracy} m)`;
    case 'reboot':
      return 'Rebooting';
    case 'sosoff':
      return 'SOS alarm cleared';
    case 'timer': {
      const minutes = wholeIn(args[0], 1, MAX_INTERVAL_MINUTES);
      return minutes === null ? `invalid value: ${text}` : `Report interval set to ${minutes} min`;
    }
    case 'speed': {
      const kmh = wholeIn(args[0], 1, MAX_SPEED_KMH);
      return kmh === null ? `invalid value: ${text}` : `Speed alarm set to ${kmh} km/h`;
    }
    case 'temp': {
      if (modelType !== 'th300') return UNSUPPORTED_COMMAND;
      const min = wholeIn(args[0], -50, 80);
      const max = wholeIn(args[1], -50, 80);
      if (min === null || max === null || min >= max) return `invalid value: ${text}`;
      return `Temperature alarm set to ${min}..${max} C`;
    }
    default:
      return UNSUPPORTED_COMMAND;
  }
}
