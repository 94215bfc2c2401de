// What the navigation takes from alerts: the unread badge only (Recent Alerts is loaded with /alerts, see
// app/router/alerts-view.tsx), so the first page does not carry the list and its date picker.
export { AlertsNavBadge } from './components/alerts-nav-badge.tsx';
