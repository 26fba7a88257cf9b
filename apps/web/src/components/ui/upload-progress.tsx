import { ProgressBar } from 'react-aria-components/ProgressBar';

/** How much of an upload has been sent, as a labelled progress bar. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  return (
    <ProgressBar value={Math.round(fraction * 100)} className="flex flex-col gap-1">
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between text-sm">
            <span>{label}</span>
            <span>{valueText}</span>
          </div>
          <div className="h-2 w-full overflow-hidden rounded bg-line">
            <div className="h-full bg-brand" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
