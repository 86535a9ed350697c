/**
 * In the browser zod must not compile parsers with `new Function`: the Content-Security-Policy has no
 * 'unsafe-eval', and zod's probe for it would be reported as a violation. The server keeps the JIT.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
