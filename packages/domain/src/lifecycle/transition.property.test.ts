import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_STEPS, type ServerStep } from '../enums/server-step.ts';
import { CREATION_STEP, OPS_END_EVENTS, STEP_EVENTS } from './step-graph.ts';
import { ACTORS, type Actor } from './step-transition.ts';
import { allowedEvents, applyEvent, isTerminal } from './transition.ts';

const OPS_END: readonly string[] = Object.keys(OPS_END_EVENTS);

/**
 * A command either follows one of the allowed moves (so runs go deep; the OPS cancel/decline only
 * one time in a hundred) or sends any event, known or not, from any actor.
 */
type Command = { kind: 'allowed'; pick: number; end: number } | { kind: 'any'; event: string; actor: Actor };

const zCommand: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('allowed' as const), pick: fc.nat(), end: fc.nat(99) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('any' as const),
      event: fc.oneof(fc.constantFrom(...STEP_EVENTS), fc.string()),
      actor: fc.constantFrom(...ACTORS),
    }),
  },
);

function toEvent(step: ServerStep, command: Command) {
  if (command.kind === 'any') {
    return { event: command.event, actor: command.actor };
  }
  const all = allowedEvents(step);
  const onward = all.filter((t) => !OPS_END.includes(t.event));
  const moves = command.end === 0 || onward.length === 0 ? all : onward;
  const move = moves[command.pick % Math.max(moves.length, 1)];
  return move ? { event: move.event as string, actor: move.by } : { event: 'NONE', actor: 'JOB' as const };
}

/** Applies the commands from creation, checking the invariants at every move; returns the steps reached. */
function runFromCreation(commands: Command[]): ServerStep[] {
  const reached: ServerStep[] = [];
  let step: ServerStep = CREATION_STEP;
  for (const command of commands) {
    const { event, actor } = toEvent(step, command);
    const result = applyEvent(step, event, actor);
    if (isTerminal(step)) {
      expect(result.ok).toBe(false);
    }
    if (result.ok) {
      expect(SERVER_STEPS).toContain(result.to);
      expect(result.to).not.toBe('UNKNOWN');
      step = result.to;
      reached.push(step);
    }
  }
  return reached;
}

const zCommands = fc.array(zCommand, { minLength: 100, maxLength: 300 });

describe('random event sequences from creation', () => {
  it('never reach a step outside SERVER_STEPS, never reach UNKNOWN, never leave a terminal step', () => {
    fc.assert(
      fc.property(zCommands, (commands) => {
        runFromCreation(commands);
      }),
      { numRuns: 150 },
    );
  });

  it('go deep: with a fixed seed the runs walk most of the graph, funding included', () => {
    const visited = new Set<ServerStep>();
    fc.assert(
      fc.property(zCommands, (commands) => {
        for (const step of runFromCreation(commands)) {
          visited.add(step);
        }
      }),
      { numRuns: 150, seed: 20_250_101 },
    );
    expect(visited.size).toBeGreaterThan(SERVER_STEPS.length * 0.8);
    expect(visited.has('COMPLETE')).toBe(true);
  });
});
