/**
 * In the browser zod must not compile parsers with `new Function`: the Content-Security-Policy has no
 * 'unsafe-eval', and zod's probe for it would be reported as a violation. The server keeps the JIT.
 */
import * as z from 'zod/mini';

if (typeof window !== 'undefined') z.config({ jitless: true });
