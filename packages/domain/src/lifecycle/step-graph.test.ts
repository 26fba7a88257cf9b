import { describe, expect, it } from 'vitest';
import { SERVER_STEPS, WAITING_STEPS } from '../enums/server-step.ts';
import {
  CREATION_STEP,
  FINAL_STEPS,
  OPS_END_EVENTS,
  PHASE_TRANSITIONS,
  STEP_EVENTS,
  STEP_GRAPH,
} from './step-graph.ts';
import { ACTORS } from './step-transition.ts';
import { applyEvent } from './transition.ts';

const STEPS: readonly string[] = SERVER_STEPS;

describe('every row of the step graph', () => {
  it.each(STEP_GRAPH.map((t) => [t.from, t.by, t.event, t.to] as const))(
    '%s →(%s %s) %s',
    (from, by, event, to) => {
      expect(applyEvent(from, event, by)).toMatchObject({ ok: true, to });
      for (const other of ACTORS.filter((actor) => actor !== by)) {
        expect(applyEvent(from, event, other)).toMatchObject({ ok: false });
      }
    },
  );
});

describe('the shape of the table', () => {
  it('uses only step values of SERVER_STEPS', () => {
    for (const t of STEP_GRAPH) {
      expect(STEPS).toContain(t.from);
      expect(STEPS).toContain(t.to);
    }
    expect(STEPS).toContain(CREATION_STEP);
  });

  it('names each move once: a (from, event) pair appears in one row only', () => {
    const keys = STEP_GRAPH.map((t) => `${t.from} ${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lets nothing leave a final step', () => {
    expect(STEP_GRAPH.filter((t) => (FINAL_STEPS as readonly string[]).includes(t.from))).toEqual([]);
  });

  it('lets OPS cancel or decline from every non-final step, and only OPS', () => {
    const nonFinal = SERVER_STEPS.filter((step) => !(FINAL_STEPS as readonly string[]).includes(step));
    for (const step of nonFinal) {
      for (const [event, to] of Object.entries(OPS_END_EVENTS)) {
        expect(applyEvent(step, event, 'OPS')).toMatchObject({ ok: true, to });
        expect(applyEvent(step, event, 'BORROWER')).toMatchObject({ ok: false });
      }
    }
  });

  it('keeps the generated OPS rows out of the phase tables', () => {
    const opsEvents: readonly string[] = Object.keys(OPS_END_EVENTS);
    expect(PHASE_TRANSITIONS.filter((t) => opsEvents.includes(t.event))).toEqual([]);
    expect(STEP_EVENTS.length).toBe(new Set(STEP_GRAPH.map((t) => t.event)).size);
  });

  it('moves every waiting-type step by the server (a job or provider), never by the borrower', () => {
    for (const step of WAITING_STEPS) {
      const exits = PHASE_TRANSITIONS.filter((t) => t.from === step && t.to !== step);
      expect(exits.length, step).toBeGreaterThan(0);
      expect(
        exits.every((t) => t.by === 'JOB' || t.by === 'PROVIDER'),
        step,
      ).toBe(true);
    }
  });
});
