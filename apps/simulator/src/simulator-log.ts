/** Where the simulator says what it does (the server's logger, or the console for the CLI). */
export interface SimulatorLog {
  info(message: string): void;
  warn(message: string): void;
}
