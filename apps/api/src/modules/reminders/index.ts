export { reminderRoutes } from './reminder-routes';
export { reminderSweepPlugin, sweepReminders, REMINDERS_LABEL } from './reminder-sweep';
