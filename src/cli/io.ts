/** Output streams of a command, so tests can capture what a command prints. */
export interface CommandIo {
  out: { write(text: string): unknown; isTTY?: boolean };
  err: { write(text: string): unknown; isTTY?: boolean };
}

export const processIo: CommandIo = { out: process.stdout, err: process.stderr };
