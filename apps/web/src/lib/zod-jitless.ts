import { z } from 'zod';
import { vi } from 'zod/locales';

// zod probes `Function('')` to see whether it may compile its parsers; under our CSP (no
// 'unsafe-eval') that probe is a script-src violation on every page. Parse without compiling.
// Imported first by main.tsx and bundled into the vendor chunk (vite.config.ts), so the setting is in
// place before the contract builds its schemas.
z.config({ jitless: true });

// The contract's index sets the same Vietnamese messages, but the web build treats that index as
// free of side effects (vite.config.ts), so that a page's chunk takes only the schemas it uses.
z.config(vi());
