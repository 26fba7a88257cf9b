import type { Locator, Page } from '@playwright/test';

/** Drives the page with the keyboard alone and counts every key a borrower presses. */
export class Keyboard {
  keystrokes = 0;
  private readonly steps: Array<[string, number]> = [];
  constructor(private readonly page: Page) {}

  /** Starts counting the keys of one step (for the per-step breakdown). */
  step(name: string): void {
    this.steps.push([name, this.keystrokes]);
  }

  /** 'property 25, for-sale 6, …': the keys each step took. */
  breakdown(): string {
    return this.steps
      .map(([name, start], index) => `${name} ${(this.steps[index + 1]?.[1] ?? this.keystrokes) - start}`)
      .join(', ');
  }

  async press(key: string): Promise<void> {
    this.keystrokes += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.keystrokes += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tab forward until `target` has focus (as a borrower would), failing after 60 presses. */
  async tabTo(target: Locator): Promise<void> {
    for (let presses = 0; presses < 60; presses += 1) {
      // One query for both: a field whose input is replaced on focus (the typeahead loads on
      // intent) is still found focused, never as a detached element.
      if ((await target.and(this.page.locator(':focus')).count()) > 0) {
        return;
      }
      await this.press('Tab');
    }
    throw new Error(`Tab never reached ${target}`);
  }

  async submit(): Promise<void> {
    await this.tabTo(this.page.getByRole('button', { name: 'Continue' }));
    await this.press('Enter');
  }
}
