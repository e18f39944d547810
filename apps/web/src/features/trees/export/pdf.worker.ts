// Makes the PDF off the main thread: layout, poster and pdf-lib run here, the page only shows progress.
import { computeTreeLayout } from '@giapha/genealogy';

import { renderTreePdf } from './pdf.ts';
import { isPdfJob, type PdfWorkerMessage, plainBytes } from './pdf-job.ts';

function post(message: PdfWorkerMessage, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const job = event.data;
  if (!isPdfJob(job)) {
    post({ type: 'error', message: 'Yêu cầu xuất PDF không hợp lệ.' });
    return;
  }
  (async () => {
    const layout = computeTreeLayout(job.tree);
    const bytes = plainBytes(
      await renderTreePdf(job.tree, layout, { ...job.options, sliceMs: 200 }, (done, total) =>
        post({ type: 'progress', done, total }),
      ),
    );
    post({ type: 'done', bytes }, [bytes.buffer]);
  })().catch((error: unknown) => {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  });
});
