/**
 * English messages for zod/mini. Classic zod loads its English locale on first use; zod/mini
 * ships without one (every issue would read "Invalid input"), so a module whose messages reach a
 * caller or a log imports this for its side effect. `zod/locales`' named `en` bundles English
 * alone; `z.locales.en()` would bundle every locale (sizes in docs/performance.md).
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());
