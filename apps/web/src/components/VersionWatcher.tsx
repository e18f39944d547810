import { useEffect, useRef } from 'react';
import { toastStore } from '../lib/toast.ts';
import { APP_VERSION, fetchLatestBuild, reloadOnceForChunkError, VERSION_POLL_MS } from '../lib/version.ts';

/**
 * Polls `builds/latest.json` every 5 minutes and when the tab regains focus; a newer version is
 * offered as a sticky toast whose click reloads. A failed lazy chunk reloads once (guarded).
 */
export function VersionWatcher() {
  const offered = useRef(false);
  useEffect(() => {
    if (APP_VERSION === 'dev') return;
    const check = async () => {
      const latest = await fetchLatestBuild();
      if (!latest || latest.version === APP_VERSION || offered.current) return;
      offered.current = true;
      toastStore.show({
        severity: 'info',
        summary: 'Đã có phiên bản mới',
        detail: 'Bấm vào đây để tải lại trang và dùng phiên bản mới nhất.',
        sticky: true,
        closable: false,
        onClick: () => window.location.reload(),
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const interval = window.setInterval(() => void check(), VERSION_POLL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnceForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
