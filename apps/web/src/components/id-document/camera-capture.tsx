import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) {
    track.stop();
  }
}

export interface CameraCaptureProps {
  id: string;
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCapture: (file: File) => void;
  fileName: string;
}

/** The back camera in a dialog (getUserMedia); a still frame becomes a JPEG file. */
export function CameraCapture({ id, title, isOpen, onOpenChange, onCapture, fileName }: CameraCaptureProps) {
  const { t } = useTranslation('identity');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isOpen) {
      return;
    }
    let stream: MediaStream | null = null;
    let cancelled = false;
    setFailed(false);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((opened) => {
        stream = opened;
        if (cancelled) {
          stopStream(opened);
        } else if (video.current) {
          video.current.srcObject = opened;
        }
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (stream) {
        stopStream(stream);
      }
    };
  }, [isOpen]);

  const capture = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) {
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) {
          onCapture(new File([blob], fileName, { type: 'image/jpeg' }));
          onOpenChange(false);
        }
      },
      'image/jpeg',
      0.92,
    );
  };

  return (
    <Modal id={id} title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {failed ? (
        <Banner tone="warning" announce>
          {t('camera.failed')}
        </Banner>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{t('camera.hint')}</p>
          <video ref={video} autoPlay playsInline muted className="w-full rounded-lg bg-black" />
          <Button onPress={capture}>{t('camera.take')}</Button>
        </div>
      )}
    </Modal>
  );
}
