import type { OpsApplicationDetail } from '@hearth/domain/ops/ops-dto';
import { BreakableName } from '../../components/breakable-name.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { stepLabel } from '../../lib/labels.ts';
import { Section } from './section.tsx';

/** Every step move, newest first, with who sent it. */
export function TimelineSection({ timeline }: { timeline: OpsApplicationDetail['timeline'] }) {
  const entries = [...timeline].sort((a, b) => b.seq - a.seq);
  return (
    <Section id="timeline" title="Step timeline">
      {entries.length === 0 ? (
        <p className="text-muted">No step moves yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Step moves, newest first">
          {entries.map((entry) => (
            <li key={entry.seq} className="border-b border-line pb-2">
              <span className="font-medium">{formatDateTime(entry.at)}</span>:{' '}
              <BreakableName name={entry.event} /> by {entry.actor}{' '}
              <span className="text-muted">
                ({stepLabel(entry.from)} → {stepLabel(entry.to)})
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
