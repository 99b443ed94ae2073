// What the browser reads of a picture or a video to check it against a media's shapes before the upload:
// the image's size as displayed (createImageBitmap applies the EXIF orientation, as the server's sharp does)
// and the video's size and duration from a <video>'s metadata on an object URL (CSP media-src blob:).
// A file the browser cannot decode rejects; the caller words it.

export interface MediaSize {
  width: number;
  height: number;
  /** Seconds, videos only. */
  duration?: number;
}

/** How long a <video> may take to read a file's metadata before the page gives up on it. */
export const VIDEO_METADATA_TIMEOUT_MS = 20_000;

async function imageByElement(file: Blob): Promise<MediaSize> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function measureImage(file: Blob): Promise<MediaSize> {
  if (typeof createImageBitmap !== 'function') return imageByElement(file);
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

export function measureVideo(file: Blob): Promise<MediaSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('timeout'))), VIDEO_METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      // Read before finish() lets the element go: an emptied <video> answers 0 × 0.
      const size = { width: video.videoWidth, height: video.videoHeight, duration: video.duration };
      finish(() => resolve(size));
    };
    video.onerror = () => finish(() => reject(new Error(video.error?.message || 'video error')));
    video.src = url;
  });
}
