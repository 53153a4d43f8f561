// Which part of the site a loaded file belongs to. Chunk names of a federated Vite build say
// little (React ships inside "__loadShare__" chunks), so JavaScript is classified by what it
// contains: strings that only the React packages or the federation runtime carry.

/** Strings only React's own packages contain (react, react-dom, scheduler, react-router). */
const REACT_SIGNATURES = [
  'react.transitional.element', // react, react/jsx-runtime
  'react.portal', // react, react-dom
  '__reactContainer$', // react-dom's reconciler
  'unstable_scheduleCallback', // scheduler
  '__reactRouterVersion', // react-router-dom
  'useNavigate() may be used only', // react-router
];

/** The reconciler's marker: one loaded file holding it is one copy of react-dom. */
export const REACT_DOM_SIGNATURE = '__reactContainer$';

/** Strings of @module-federation's runtime and of the glue the Vite plugin generates. */
const FEDERATION_SIGNATURES = ['__FEDERATION__', 'RUNTIME-0', '__mf_module_cache__', 'module-federation.shared-cache', 'loadRemote.apply('];
const FEDERATION_FILE_NAMES = /hostInit|remoteEntry|mf-entry|localSharedImportMap|loadShare|prebuild|pendingShares|_virtual_mf/;

const REMOTE_PATH = /^\/remotes\/([^/]+)\//;

/**
 * @typedef {'shell' | 'federation' | 'react' | 'remote' | 'other'} Group
 * @typedef {{ group: Group, kind: 'js' | 'css' | 'other', remote?: string, reactDom: boolean }} Classification
 */

function kindOf(url, contentType) {
  if (/javascript/.test(contentType) || /\.m?js$/.test(url.pathname)) return 'js';
  if (/text\/css/.test(contentType) || /\.css$/.test(url.pathname)) return 'css';
  return 'other';
}

/**
 * @param {string} href the response's URL
 * @param {string} contentType
 * @param {string} body the response body as text ('' for binary files)
 * @returns {Classification}
 */
export function classify(href, contentType, body) {
  const url = new URL(href);
  const kind = kindOf(url, contentType);
  const reactDom = kind === 'js' && body.includes(REACT_DOM_SIGNATURE);
  const remote = REMOTE_PATH.exec(url.pathname)?.[1];
  if (kind === 'other') return { group: 'other', kind, remote, reactDom };
  // Everything under /remotes/<name>/ is the remote's first-load cost, whatever it holds.
  if (remote) return { group: 'remote', kind, remote, reactDom };
  if (kind === 'css') return { group: 'shell', kind, reactDom };
  if (REACT_SIGNATURES.some((signature) => body.includes(signature))) return { group: 'react', kind, reactDom };
  const fileName = url.pathname.split('/').pop() ?? '';
  if (FEDERATION_SIGNATURES.some((signature) => body.includes(signature)) || FEDERATION_FILE_NAMES.test(fileName)) {
    return { group: 'federation', kind, reactDom };
  }
  return { group: 'shell', kind, reactDom };
}

/** The same classification for a remote's own files (what inside a remote is React or runtime). */
export function classifyInsideRemote(href, contentType, body) {
  const url = new URL(href);
  const local = new URL(url.pathname.replace(REMOTE_PATH, '/'), url.origin).href;
  return classify(local, contentType, body).group;
}
