import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

let messages: string[] = [];
let allowed = false;
let spies: MockInstance[] = [];

/** For a test that expects console.error (an error boundary under test): no failure this once. */
export function allowConsoleErrors(): void {
  allowed = true;
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    messages = [];
    allowed = false;
    spies = (['error', 'warn'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        messages.push(`console.${level}: ${args.map(String).join(' ')}`);
      }),
    );
  });
  afterEach(() => {
    const seen = messages;
    messages = [];
    for (const spy of spies) {
      spy.mockRestore();
    }
    if (!allowed && seen.length > 0) {
      throw new Error(`A test wrote to the console (not allowed):\n${seen.join('\n')}`);
    }
  });
}
