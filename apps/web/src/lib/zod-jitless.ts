import { z } from 'zod';

// zod probes `Function('')` to see whether it may compile its parsers; under our CSP (no
// 'unsafe-eval') that probe is a script-src violation on every page. Parse without compiling.
// Imported first by main.tsx and bundled into the vendor chunk (vite.config.ts), so the setting is in
// place before the contract builds its schemas.
z.config({ jitless: true });
