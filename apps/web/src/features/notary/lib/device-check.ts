export type CheckName = 'camera' | 'location';
export type CheckResult = Record<CheckName, boolean>;

async function checkCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return false;
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    for (const track of stream.getTracks()) {
      track.stop();
    }
    return true;
  } catch {
    return false;
  }
}

function checkLocation(): Promise<boolean> {
  if (!navigator.geolocation) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve(true),
      () => resolve(false),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** A notarial act by video needs a camera and microphone, and the signer's location. */
export async function runDeviceCheck(): Promise<CheckResult> {
  const [camera, location] = await Promise.all([checkCamera(), checkLocation()]);
  return { camera, location };
}
