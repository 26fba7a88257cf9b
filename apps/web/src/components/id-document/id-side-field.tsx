import { type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '../../lib/upload-rules.ts';
import { useObjectUrl } from '../../lib/use-object-url.ts';
import { Button } from '../ui/button.tsx';
import { FileInputField } from '../ui/file-input-field.tsx';
import { CameraCapture, canUseCamera } from './camera-capture.tsx';

export interface IdSideFieldProps {
  side: 'front' | 'back';
  file: File | null;
  onChange: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
}

const isImage = (blob: Blob) => blob.type.startsWith('image/');

/** One side of the ID: camera (phones) or a file, then a preview with Retake. */
export function IdSideField({ side, file, onChange, inputRef, errorMessage }: IdSideFieldProps) {
  const { t } = useTranslation('identity');
  const [cameraOpen, setCameraOpen] = useState(false);
  const captureInput = useRef<HTMLInputElement>(null);
  // getUserMedia where the browser has it; else the phone's own camera app (`<input capture>`).
  const openCamera = () => (canUseCamera() ? setCameraOpen(true) : captureInput.current?.click());
  const preview = useObjectUrl(file, isImage);
  const label = t(`sides.${side}`);
  const sideName = t(`sideNames.${side}`);
  if (file) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-line p-4">
        <p className="font-medium">{label}</p>
        {preview ? (
          <img
            src={preview}
            alt={t('preview.alt', { side: sideName })}
            className="max-h-60 self-start rounded"
          />
        ) : (
          <p className="text-sm">{t('preview.file', { name: file.name })}</p>
        )}
        <Button variant="secondary" size="sm" className="self-start" onPress={() => onChange(null)}>
          {t('preview.retake', { side: sideName })}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <FileInputField
        label={label}
        description={t('sides.help')}
        name={side}
        accept={UPLOAD_ACCEPT}
        file={file}
        onChange={onChange}
        inputRef={inputRef}
        errorMessage={errorMessage}
      />
      <Button variant="secondary" size="sm" className="self-start" onPress={openCamera}>
        {t('camera.open', { side: sideName })}
      </Button>
      <input
        ref={captureInput}
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {canUseCamera() ? (
        <CameraCapture
          id={`camera-${side}`}
          title={t('camera.title', { side: sideName })}
          isOpen={cameraOpen}
          onOpenChange={setCameraOpen}
          onCapture={onChange}
          fileName={`id-${side}.jpg`}
        />
      ) : null}
    </div>
  );
}
