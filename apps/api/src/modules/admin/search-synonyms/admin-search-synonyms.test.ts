import {
  type SearchSynonym,
  searchSynonymListSchema,
  searchSynonymResponseSchema,
} from '@store/shared/schemas/admin-search-synonyms';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let editor: Shopper;
let events: (readonly string[])[] = [];

beforeAll(async () => {
  app = await createTestApp();
  editor = await signInStaff(app, 'admin', ['manage_products']);
  app.events.on('catalogueChanged', ({ productIds }) => events.push(productIds));
});
afterAll(async () => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = editor.auth) =>
  app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });

const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const list = async () =>
  searchSynonymListSchema.parse((await call('GET', '/search-synonyms')).json()).synonyms;

async function create(words: string[]): Promise<SearchSynonym> {
  const res = await call('POST', '/search-synonyms', { words });
  expect(res.statusCode, res.body).toBe(201);
  return searchSynonymResponseSchema.parse(res.json()).synonym;
}

const storedWords = async (id: string) =>
  (await app.db.selectFrom('searchSynonyms').select('words').where('id', '=', id).executeTakeFirst())?.words;

const audits = (entityId: string) =>
  app.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'changes'])
    .where('entityType', '=', 'searchSynonym')
    .where('entityId', '=', entityId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** Rows of the table and of the audit log, to show that a refused call changed nothing. */
async function snapshot() {
  const rows = await app.db.selectFrom('searchSynonyms').selectAll().orderBy('id').execute();
  const audit = await app.db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, audited: Number(audit.n), events: events.length };
}

describe('who may edit the search synonyms', () => {
  it('needs manage_products for every call: 401 signed out, 403 for a customer or other staff', async () => {
    const customer = await registerShopper(app);
    const categories = await signInStaff(app, 'admin', ['manage_categories']);
    const group = await create(['kayak', 'canoe']);
    const before = await snapshot();
    const calls: [Method, string, object?][] = [
      ['GET', '/search-synonyms'],
      ['POST', '/search-synonyms', { words: ['yacht', 'voilier'] }],
      ['PUT', `/search-synonyms/${group.id}`, { words: ['kayak', 'pirogue'] }],
      ['DELETE', `/search-synonyms/${group.id}`],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await call(method, url, body, {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await call(method, url, body, customer.auth)).statusCode, `${method} ${url}`).toBe(403);
      const other = await call(method, url, body, categories.auth);
      expect(other.statusCode, `${method} ${url}`).toBe(403);
      expect(other.json()).toMatchObject({ code: 'FORBIDDEN', details: { permissions: 'manage_products' } });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the synonym list', () => {
  it('starts with the seeded groups, each as its words, sorted by first word', async () => {
    const synonyms = await list();
    const shoes = synonyms.find((s) => s.words[0] === 'shoes');
    expect(shoes?.words).toEqual([
      'shoes',
      'sneakers',
      'trainers',
      'boots',
      'chaussures',
      'baskets',
      'bottes',
    ]);
    expect(synonyms.find((s) => s.words.includes('appareil photo'))?.words).toEqual([
      'camera',
      'appareil photo',
    ]);
    const firsts = synonyms.map((s) => s.words[0] ?? '');
    expect(firsts).toEqual([...firsts].sort((a, b) => a.localeCompare(b)));
    expect(synonyms.length).toBeGreaterThanOrEqual(20);
  });
});

describe('adding, editing and deleting a group', () => {
  it('adds a group tidied and without repeats, stores it comma-separated, audits it and tells the caches', async () => {
    events = [];
    const res = await call('POST', '/search-synonyms', {
      words: ['  Sandals ', 'sandales', 'SANDALS', 'flip   flops', 'Sandalés', "tong's"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { synonym } = searchSynonymResponseSchema.parse(res.json());
    expect(synonym.words).toEqual(['Sandals', 'sandales', 'flip flops', "tong's"]);
    expect(await storedWords(synonym.id)).toBe("Sandals, sandales, flip flops, tong's");
    expect((await list()).find((s) => s.id === synonym.id)).toEqual(synonym);
    expect(events).toEqual([[]]);
    const [entry] = await audits(synonym.id);
    expect(entry?.action).toBe('searchSynonym.create');
    expect(entry?.actorId).toBe(editor.id);
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({
      words: { before: null, after: ['Sandals', 'sandales', 'flip flops', "tong's"] },
    });
  });

  it('edits a group (its own words may stay) and audits the words before and after', async () => {
    const group = await create(['scarf', 'écharpe']);
    events = [];
    const res = await call('PUT', `/search-synonyms/${group.id}`, { words: ['Écharpe', 'scarf', 'foulard'] });
    expect(res.statusCode, res.body).toBe(200);
    const { synonym } = searchSynonymResponseSchema.parse(res.json());
    expect(synonym).toMatchObject({ id: group.id, words: ['Écharpe', 'scarf', 'foulard'] });
    expect(synonym.createdAt).toBe(group.createdAt);
    expect(await storedWords(group.id)).toBe('Écharpe, scarf, foulard');
    expect(events).toEqual([[]]);
    const changes = (await audits(group.id)).map((a) => [a.action, JSON.parse(a.changes)]);
    expect(changes).toEqual([
      ['searchSynonym.create', { words: { before: null, after: ['scarf', 'écharpe'] } }],
      [
        'searchSynonym.update',
        { words: { before: ['scarf', 'écharpe'], after: ['Écharpe', 'scarf', 'foulard'] } },
      ],
    ]);
  });

  it('deletes a group with 204, audits it, and a second delete is a 404 with a code', async () => {
    const group = await create(['tent', 'tente']);
    events = [];
    const res = await call('DELETE', `/search-synonyms/${group.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedWords(group.id)).toBeUndefined();
    expect((await list()).some((s) => s.id === group.id)).toBe(false);
    expect(events).toEqual([[]]);
    expect((await audits(group.id)).map((a) => [a.action, JSON.parse(a.changes)])).toEqual([
      ['searchSynonym.create', { words: { before: null, after: ['tent', 'tente'] } }],
      ['searchSynonym.delete', { words: { before: ['tent', 'tente'], after: null } }],
    ]);
    const again = await call('DELETE', `/search-synonyms/${group.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: expect.any(String), code: 'SEARCH_SYNONYM_NOT_FOUND' });
  });

  it('answers 404 with a code for an unknown id, and 400 for an id that is not one', async () => {
    const before = await snapshot();
    const put = await call('PUT', `/search-synonyms/${UNKNOWN_ID}`, { words: ['kite', 'cerf-volant'] });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: expect.any(String), code: 'SEARCH_SYNONYM_NOT_FOUND' });
    const bad = await call('DELETE', '/search-synonyms/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'id' } });
    expect(await snapshot()).toEqual(before);
  });

  it('shows every write in the audit viewer, under its own entity', async () => {
    const superadmin = await signInStaff(app, 'superadmin');
    const group = await create(['glove', 'gant']);
    const res = await call(
      'GET',
      `/audit?entity=searchSynonym&entityId=${group.id}`,
      undefined,
      superadmin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      entries: [
        {
          action: 'searchSynonym.create',
          entityType: 'searchSynonym',
          entityId: group.id,
          actor: { id: editor.id, email: editor.email },
          changes: { words: { before: null, after: ['glove', 'gant'] } },
        },
      ],
    });
  });
});

describe('a word already in another group', () => {
  it('is refused with 409 and a code naming the word and its group, case and accents aside', async () => {
    const before = await snapshot();
    const taken = await call('POST', '/search-synonyms', { words: ['Runners', 'SNEAKERS'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: expect.any(String),
      code: 'SEARCH_SYNONYM_WORD_TAKEN',
      details: { word: 'SNEAKERS', group: 'shoes, sneakers, trainers, boots, chaussures, baskets, bottes' },
    });
    // 'telephone' is the seeded 'téléphone'.
    const accented = await call('POST', '/search-synonyms', { words: ['Telephone', 'combiné'] });
    expect(accented.statusCode).toBe(409);
    expect(accented.json()).toMatchObject({ details: { word: 'Telephone' } });
    expect(await snapshot()).toEqual(before);
  });

  it('goes to one group only when two admins add it at the same moment', async () => {
    const answers = await Promise.all([
      call('POST', '/search-synonyms', { words: ['hammock', 'hamac'] }),
      call('POST', '/search-synonyms', { words: ['Hamac', 'sling'] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const holding = (await list()).filter((s) => s.words.some((w) => w.toLowerCase() === 'hamac'));
    expect(holding).toHaveLength(1);
  });

  it('is refused on an edit too, and the group is left as it was', async () => {
    const group = await create(['helmet', 'casque de vélo']);
    const before = await snapshot();
    const res = await call('PUT', `/search-synonyms/${group.id}`, { words: ['helmet', 'Laptop'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEARCH_SYNONYM_WORD_TAKEN', details: { word: 'Laptop' } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad groups', () => {
  const refusals: [string, unknown, Record<string, unknown>][] = [
    ['one word', { words: ['umbrella'] }, { field: 'words', rule: 'min_items', limit: 2 }],
    ['one word twice', { words: ['Umbrella', 'umbrellá'] }, { field: 'words', rule: 'min_items', limit: 2 }],
    [
      '21 words',
      { words: Array.from({ length: 21 }, (_, i) => `word${i}`) },
      { field: 'words', rule: 'max_items', limit: 20 },
    ],
    ['a blank word', { words: ['umbrella', '   '] }, { field: 'words.1', rule: 'required' }],
    [
      'a word of 41 characters',
      { words: ['umbrella', 'u'.repeat(41)] },
      { field: 'words.1', rule: 'max_length', limit: 40 },
    ],
    ['punctuation', { words: ['umbrella', 'para;pluie'] }, { field: 'words.1', rule: 'format' }],
    ['a comma', { words: ['umbrella, parapluie', 'brolly'] }, { field: 'words.0', rule: 'format' }],
    ['only a hyphen', { words: ['umbrella', '-'] }, { field: 'words.1', rule: 'format' }],
    ['a control character', { words: ['umbrella', 'para\u0000pluie'] }, { field: 'words.1' }],
    ['text instead of a list', { words: 'umbrella, parapluie' }, { field: 'words', rule: 'type' }],
    ['no words', {}, { field: 'words', rule: 'required' }],
  ];

  it.each(refusals)(
    '%s: 400 VALIDATION_ERROR naming the field, nothing changed',
    async (_name, body, details) => {
      const before = await snapshot();
      const res = await call('POST', '/search-synonyms', body as object);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR', details });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('takes 20 words of 40 characters, hyphens, apostrophes and accents', async () => {
    const words = Array.from({ length: 20 }, (_, i) => `${String.fromCharCode(97 + i)}`.repeat(40));
    expect((await create(words)).words).toHaveLength(20);
    expect((await create(['aujourd’hui', "o'clock-ish", 'Ça 2'])).words).toEqual([
      'aujourd’hui',
      "o'clock-ish",
      'Ça 2',
    ]);
  });
});
