import { type PointerEvent, useRef } from 'react';
import { Button } from '../ui/button.tsx';

export interface SignatureCanvasProps {
  /** PNG as base64 without the data-URL prefix; '' when the box is empty. */
  onChange: (pngBase64: string) => void;
  errorId?: string;
  isInvalid?: boolean;
  /** The drawing area's accessible name. */
  label: string;
  clearLabel: string;
}

const WIDTH = 600;
const HEIGHT = 180;

/** A box to draw a signature with a finger, pen or mouse; Clear starts again. */
export function SignatureCanvas({ onChange, errorId, isInvalid, label, clearLabel }: SignatureCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width ? WIDTH / rect.width : 1;
    const scaleY = rect.height ? HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) {
      return;
    }
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = point(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#111827';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (drawing.current && context) {
      const { x, y } = point(event);
      context.lineTo(x, y);
      context.stroke();
    }
  };
  const end = () => {
    if (drawing.current && canvas.current) {
      drawing.current = false;
      onChange(canvas.current.toDataURL('image/png').replace(/^data:image\/png;base64,/, ''));
    }
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange('');
  };
  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        aria-describedby={errorId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        className={`h-44 w-full touch-none rounded-lg border-2 border-dashed bg-white ${isInvalid ? 'border-red-700' : 'border-line'}`}
      />
      <Button variant="secondary" size="sm" className="self-start" onPress={clear}>
        {clearLabel}
      </Button>
    </div>
  );
}
