/**
 * The import rules of the codebase, as zones for import-x/no-restricted-paths: in each zone, files
 * under `target` may not import from `from` (except the paths listed, relative to `from`).
 *
 * - packages/shared is used by the API and the web app, and uses neither;
 * - in the API, db < lib < modules < the composition root (app.ts, server.ts): a layer never imports
 *   one above it; plugins are cross-cutting HTTP concerns and import no module;
 * - a module reaches another only through that module's index.ts (or by an event on the bus);
 * - a web feature uses another feature only through its api/ folder (its calls and query keys).
 */
import { readdirSync } from 'node:fs';

const API = './apps/api/src';
const WEB = './apps/web/src';

function folders(path) {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export function layerZones() {
  const layers = [
    {
      target: './packages/shared',
      from: './apps',
      message: 'Shared code is used by the API and the web app, never the other way round.',
    },
    { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
    {
      target: './apps/api',
      from: './apps/web/src',
      message: 'The API does not import the web app’s sources.',
    },
    {
      target: `${API}/db`,
      from: [`${API}/lib`, `${API}/modules`, `${API}/plugins`, `${API}/seed`],
      message: 'db is the lowest layer of the API: it imports none above it.',
    },
    {
      target: `${API}/lib`,
      from: [`${API}/modules`, `${API}/plugins`, `${API}/seed`],
      message: 'lib serves the modules and never imports one (a module-specific helper lives in its module).',
    },
    {
      target: `${API}/plugins`,
      from: [`${API}/modules`, `${API}/seed`],
      message: 'A plugin that needs a module belongs in that module (e.g. modules/auth/auth.plugin.ts).',
    },
    {
      target: `${API}/modules`,
      from: [`${API}/seed`, `${API}/app.ts`, `${API}/server.ts`],
      message: 'Modules do not import the demo seed or the composition root.',
    },
  ];
  const modules = folders(`${API}/modules`).map((name) => ({
    target: `${API}/modules/!(${name})/**`,
    from: `${API}/modules/${name}`,
    except: ['./index.ts'],
    message: `Reach the ${name} module through modules/${name}/index.ts, or listen to its events.`,
  }));
  const features = folders(`${WEB}/features`).map((name) => ({
    target: `${WEB}/features/!(${name})/**`,
    from: `${WEB}/features/${name}`,
    except: ['./api'],
    message: `Use the ${name} feature through its api/ folder; the rest is its own.`,
  }));
  return [...layers, ...modules, ...features];
}
