export { TrackerHistoryToolbar } from './components/tracker-history-toolbar.tsx';
export { TrackerHistoryMap } from './components/tracker-history-map.tsx';
export { useHistoryRange } from './hooks/use-history-range.ts';
