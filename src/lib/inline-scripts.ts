/**
 * The small scripts the layouts inline into <head>. Each is one constant text for every page
 * and language (the page's language is read from <html lang>), so the Content-Security-Policy can
 * allow exactly these by their SHA-256 hashes, computed at build time in astro.config.mjs, and no
 * other inline script runs. Keys and timings come from the modules the stores use.
 */
import {
  chosenBeforeHydrationProperty,
  customerAccountTypes,
  loaderMaxWaitMs,
  submitAfterHydrationAttribute,
  themeStorageKey,
} from './constants';
import { defaultLanguage, languageCookieAttributes, languageStorageKey, languages } from './i18n/languages';
import { paths } from './paths';
import { accountAreaAttribute, authStorageKey, logInPath, nextParam, wrongAreaNotice } from './platform-access';

const json = JSON.stringify;

/** Every page: the theme before the first paint, so there is no flash; `system` follows the OS live. */
export const themeScript = `(function () {
  try {
    var query = matchMedia('(prefers-color-scheme: dark)');
    var apply = function () {
      var t = localStorage.getItem(${json(themeStorageKey)});
      document.documentElement.classList.toggle('dark', t === 'dark' || (t !== 'light' && query.matches));
    };
    apply();
    query.addEventListener('change', apply);
  } catch (e) {}
})();`;

/** Public pages: the stored language's copy (a prerendered page in another language sends on). */
const storedLanguageScript = `(function () {
  var key = ${json(languageStorageKey)}, fallback = ${json(defaultLanguage)};
  var langs = ${json(languages)}, pageLang = document.documentElement.lang;
  var stored = null;
  try { stored = localStorage.getItem(key); } catch (e) {}
  if (pageLang === fallback && stored && stored !== fallback && langs.indexOf(stored) > 0) {
    location.replace('/' + stored + location.pathname + location.search + location.hash);
  } else if (pageLang !== fallback || stored) {
    try { localStorage.setItem(key, pageLang); } catch (e) {}
    document.cookie = key + '=' + pageLang + ${json(languageCookieAttributes)};
  }
})();`;

/**
 * The site header's controls without an island (public and account pages): the language links and
 * theme buttons remember the choice; a <details data-menu> closes on Escape (focus back on its
 * button) and on a click outside it.
 */
export const headerControlsScript = `(function () {
  var key = ${json(languageStorageKey)}, themeKey = ${json(themeStorageKey)};
  function markTheme(theme) {
    document.querySelectorAll('[data-set-theme]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.dataset.setTheme === theme));
    });
  }
  function closeMenus(except) {
    document.querySelectorAll('details[data-menu][open]').forEach(function (d) { if (d !== except) d.open = false; });
  }
  document.addEventListener('click', function (e) {
    var target = e.target instanceof Element ? e.target : null;
    closeMenus(target && target.closest('details[data-menu]'));
    var el = target && target.closest('[data-set-lang],[data-set-theme]');
    if (!el) return;
    if (el.dataset.setLang) {
      try { localStorage.setItem(key, el.dataset.setLang); } catch (err) {}
      document.cookie = key + '=' + el.dataset.setLang + ${json(languageCookieAttributes)};
      return;
    }
    var theme = el.dataset.setTheme;
    try { localStorage.setItem(themeKey, theme); } catch (err) {}
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    markTheme(theme);
  });
  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape') return;
    var open = document.querySelector('details[data-menu][open]');
    if (!open) return;
    open.open = false;
    var summary = open.querySelector('summary');
    if (summary) summary.focus();
  });
  document.addEventListener('DOMContentLoaded', function () {
    var theme = 'system';
    try { theme = localStorage.getItem(themeKey) || 'system'; } catch (e) {}
    markTheme(theme);
  });
})();`;

/**
 * App pages: follow a language chosen in another tab (the cookie tells the server), reload once per
 * distinct failed module load, hide the wave loader once the islands are up or after the cap, and
 * never let an island's form submit natively: the browser would put its fields, a password among
 * them, in the address. One sent before its island hydrated (a press of Enter on a slow phone) is
 * marked, and sends itself once hydrated; a radio chosen before then is noted for the form, which
 * hydration would set back (use-typed-before-hydration.ts); and a submit button disabled until the
 * form is edited (log-in) is enabled by the first edit, as the form itself will do once hydrated.
 */
export const appPageScript = `(function () {
  var key = ${json(languageStorageKey)}, lang = document.documentElement.lang;
  try {
    var stored = localStorage.getItem(key);
    if (stored && stored !== lang) {
      document.cookie = key + '=' + stored + ${json(languageCookieAttributes)};
      if (document.cookie.indexOf(key + '=' + stored) >= 0) location.reload();
    }
  } catch (e) {}
  function reloadOnce(message) {
    // Astro's retry adds ?astro-retry=<time> to the URL in the message: without it, one broken
    // module would count as a new error on every load and reload forever.
    message = message.replace(/\\?[^\\s]*/g, '');
    var seen = JSON.parse(sessionStorage.getItem('tovar-reloaded') || '[]');
    if (seen.indexOf(message) >= 0) return;
    seen.push(message);
    sessionStorage.setItem('tovar-reloaded', JSON.stringify(seen));
    location.reload();
  }
  addEventListener('vite:preloadError', function (e) { e.preventDefault(); reloadOnce(String(e.payload && e.payload.message)); });
  addEventListener('astro:hydration-error', function (e) { reloadOnce(String(e.detail && e.detail.error && e.detail.error.message)); });
  addEventListener('unhandledrejection', function (e) {
    var m = String(e.reason && e.reason.message);
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(m)) reloadOnce(m);
  });
  var start = Date.now(), maxWait = ${loaderMaxWaitMs};
  function hide() {
    var loader = document.getElementById('app-loader');
    if (!loader) return;
    if (document.querySelector('astro-island[ssr]') && Date.now() - start < maxWait) return requestAnimationFrame(hide);
    loader.setAttribute('data-done', '');
    setTimeout(function () { loader.remove(); }, 250);
  }
  addEventListener('load', hide);
  setTimeout(hide, maxWait);
  addEventListener('submit', function (e) {
    var form = e.target;
    if (e.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute('action') || !form.closest('astro-island')) return;
    e.preventDefault();
    if (form.closest('astro-island[ssr]')) form.setAttribute(${json(submitAfterHydrationAttribute)}, '');
  });
  addEventListener('input', function (e) {
    var form = e.target.form, submit = form && form.closest('astro-island[ssr]') && form.querySelector('[type=submit][disabled]');
    if (submit) submit.disabled = false;
  });
  addEventListener('change', function (e) {
    var input = e.target, key = ${json(chosenBeforeHydrationProperty)};
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio' || !input.form || !input.closest('astro-island[ssr]')) return;
    (input.form[key] = input.form[key] || {})[input.name] = input.value;
  });
})();`;

/**
 * /platform pages: a visitor who may not see the page is sent on before anything else loads (no
 * island JavaScript first): the logged-out to log-in (with the page to come back to), the wrong
 * account type to its own home (with a notice that says why). The
 * same rule as `accessRedirect` in platform-access.ts; tests/unit/platform-access.test.ts runs both.
 * One who stays gets their portal marked on <html> (`accountAreaAttribute`), for the sidebar's first paint.
 */
export const platformGuardScript = `(function () {
  var path = location.pathname, here = path + (location.search || '');
  if (!/^\\/platform(\\/|$)/.test(path)) return;
  var auth = null;
  try { auth = JSON.parse(localStorage.getItem(${json(authStorageKey)}) || 'null'); } catch (e) {}
  var user = auth && auth.isAuthenticated === true && auth.user;
  var home = !user ? ${json(logInPath)} : ${json(customerAccountTypes)}.indexOf(user.accountType) >= 0 ? ${json(paths.userHome)} : ${json(paths.transporterHome)};
  var area = /^\\/platform\\/?$/.test(path) ? null : /^\\/platform\\/transporter(\\/|$)/.test(path) ? 'transporter' : /^\\/platform\\/user(\\/|$)/.test(path) ? 'user' : 'any';
  var stay = user && area !== null && (area === 'any' || (area === 'transporter') === (home === ${json(paths.transporterHome)}));
  if (stay) return document.documentElement.setAttribute(${json(accountAreaAttribute)}, home === ${json(paths.userHome)} ? 'user' : 'transporter');
  if (!user) location.replace(area === null ? home : home + '?' + ${json(nextParam)} + '=' + encodeURIComponent(here));
  else location.replace(area === null || area === 'any' ? home : home + '?' + ${json(wrongAreaNotice)});
})();`;

/**
 * Public pages: the theme, the stored language and the header controls as one script (one hash, one
 * compressed text: the three apart cost 1.25 kB gzip, together under 1 kB — issue 9's budget).
 */
export const publicPageScript = [themeScript, storedLanguageScript, headerControlsScript].join('\n');

/**
 * A page whose language the server took from the browser (the share-link page, /track): a visitor who
 * never chose one keeps it, so the islands do not switch to the default when they start.
 */
export const adoptPageLanguageScript = `(function () {
  var key = ${json(languageStorageKey)};
  try { if (!localStorage.getItem(key)) localStorage.setItem(key, document.documentElement.lang); } catch (e) {}
})();`;

export const inlineScripts = [
  themeScript,
  publicPageScript,
  headerControlsScript,
  appPageScript,
  platformGuardScript,
  adoptPageLanguageScript,
];
