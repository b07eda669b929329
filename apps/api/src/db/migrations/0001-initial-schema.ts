import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { type DialectName, dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * The whole data model of both spec documents. Money in integer cents, booleans as 0/1, ids as
 * 24-hex text, timestamps in UTC. Business rules that must never break (stock ≥ 0, quantity ≥ 1,
 * one cart per user or session) are constraints here, not only checks in code.
 */

type Table = CreateTableBuilder<string, never>;

function withTimestamps(t: Table, d: DialectName): Table {
  return t
    .addColumn('created_at', timestampType(d), (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('updated_at', timestampType(d), (c) => c.notNull().defaultTo(nowDefault(d)));
}

function bool(t: Table, name: string, initial: 0 | 1): Table {
  return t.addColumn(name, 'integer', (c) =>
    c
      .notNull()
      .defaultTo(initial)
      .check(sql`${sql.ref(name)} in (0, 1)`),
  );
}

function id(t: Table): Table {
  return t.addColumn('id', 'text', (c) => c.primaryKey());
}

function bilingual(t: Table, name: string, required: boolean): Table {
  return t
    .addColumn(`${name}_en`, 'text', (c) => (required ? c.notNull() : c))
    .addColumn(`${name}_fr`, 'text');
}

function cents(t: Table, name: string, required: boolean): Table {
  return t.addColumn(name, 'integer', (c) => {
    const col = c.check(sql`${sql.ref(name)} >= 0`);
    return required ? col.notNull() : col;
  });
}

function oneOf(values: readonly string[], column: string) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
];
const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
  'failed',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  const ts = timestampType(d);
  const s = db.schema;

  // --- people -----------------------------------------------------------------------------------
  let users = id(s.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('gender', 'text', (c) => c.check(oneOf(['male', 'female', 'other'], 'gender')))
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(oneOf(['user', 'admin', 'superadmin'], 'role')),
    )
    .addColumn('pref_language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(oneOf(['en', 'fr'], 'pref_language')),
    )
    // Bumped on logout, password change and deactivation: every older token stops working.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', ts);
  users = bool(users, 'is_active', 1);
  users = bool(users, 'pref_newsletter', 1);
  users = bool(users, 'pref_notify_email', 1);
  users = bool(users, 'pref_notify_sms', 0);
  await withTimestamps(users, d).execute();

  await s
    .createTable('user_permissions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) =>
      c
        .notNull()
        .check(
          oneOf(
            [
              'manage_users',
              'manage_products',
              'manage_categories',
              'manage_orders',
              'manage_hero',
              'manage_footer',
              'manage_pages',
              'view_analytics',
            ],
            'permission',
          ),
        ),
    )
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission'])
    .execute();

  let addresses = id(s.createTable('addresses'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('home')
        .check(oneOf(['home', 'work', 'other'], 'type')),
    )
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull());
  addresses = bool(addresses, 'is_default', 0);
  await withTimestamps(addresses, d).execute();
  await s.createIndex('addresses_user').on('addresses').column('user_id').execute();
  // At most one default address per user.
  await s
    .createIndex('addresses_one_default')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  // --- catalogue --------------------------------------------------------------------------------
  let categories = id(s.createTable('categories')).addColumn('slug', 'text', (c) => c.notNull().unique());
  categories = bilingual(categories, 'name', true);
  categories = bilingual(categories, 'description', true);
  categories = categories
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sort_order >= 0`),
    );
  categories = bool(categories, 'is_active', 1);
  await withTimestamps(categories, d).execute();

  let products = id(s.createTable('products')).addColumn('category_id', 'text', (c) =>
    c.notNull().references('categories.id').onDelete('restrict'),
  );
  products = bilingual(products, 'name', true);
  products = bilingual(products, 'description', true);
  products = bilingual(products, 'detailed_description', false);
  products = cents(products, 'price_cents', true);
  products = cents(products, 'original_price_cents', false);
  products = products
    .addColumn('discount', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount between 0 and 100`),
    )
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`rating between 0 and 5`),
    )
    .addColumn('review_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`review_count >= 0`),
    )
    // Stock of a product without variants; products with variants count their variants' stock.
    .addColumn('stock_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0));
  products = bool(products, 'in_stock', 1);
  products = bool(products, 'featured', 0);
  products = bool(products, 'is_active', 1);
  await withTimestamps(products, d).execute();
  await s.createIndex('products_category').on('products').column('category_id').execute();
  await s.createIndex('products_featured').on('products').columns(['featured', 'is_active']).execute();
  await s.createIndex('products_price').on('products').column('price_cents').execute();
  await s.createIndex('products_created').on('products').column('created_at').execute();

  await s
    .createTable('product_images')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute();

  let specs = s
    .createTable('product_specifications')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull());
  specs = bilingual(specs, 'name', true);
  specs = bilingual(specs, 'value', true);
  await specs.addPrimaryKeyConstraint('product_specifications_pk', ['product_id', 'position']).execute();

  let variants = id(s.createTable('product_variants'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull());
  variants = cents(variants, 'price_cents', true);
  variants = cents(variants, 'original_price_cents', false);
  variants = variants
    .addColumn('discount', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount between 0 and 100`),
    )
    .addColumn('stock_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn('stock_reserved', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_reserved >= 0`),
    )
    .addColumn('low_stock_threshold', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`low_stock_threshold >= 0`),
    )
    .addColumn('color', 'text')
    .addColumn('size', 'text')
    .addColumn('material', 'text')
    .addColumn('style', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));
  variants = bool(variants, 'is_active', 1);
  await withTimestamps(variants, d).execute();
  await s.createIndex('product_variants_product').on('product_variants').column('product_id').execute();

  // --- content ----------------------------------------------------------------------------------
  let hero = id(s.createTable('hero_slides'));
  hero = bilingual(hero, 'title', true);
  hero = bilingual(hero, 'subtitle', true);
  hero = bilingual(hero, 'description', false);
  hero = bilingual(hero, 'button_text', true);
  hero = hero
    .addColumn('button_link', 'text')
    .addColumn('image', 'text')
    .addColumn('product_image', 'text')
    .addColumn('background_image', 'text')
    .addColumn('gradient', 'text');
  hero = cents(hero, 'current_price_cents', false);
  hero = cents(hero, 'old_price_cents', false);
  hero = hero
    .addColumn('discount', 'integer', (c) => c.check(sql`discount between 0 and 100`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
  hero = bool(hero, 'is_active', 1);
  await withTimestamps(hero, d).execute();

  let testimonials = id(s.createTable('testimonials')).addColumn('name', 'text', (c) => c.notNull());
  testimonials = bilingual(testimonials, 'title', true);
  testimonials = bilingual(testimonials, 'comment', true);
  testimonials = testimonials
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('image', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
  testimonials = bool(testimonials, 'is_active', 1);
  await withTimestamps(testimonials, d).execute();

  let brands = id(s.createTable('brands'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('logo_url', 'text', (c) => c.notNull());
  brands = bilingual(brands, 'description', true);
  brands = brands.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
  brands = bool(brands, 'is_active', 1);
  await withTimestamps(brands, d).execute();

  // The footer is one row of settings (id is always 1) plus its sections, links and social links.
  let footer = s
    .createTable('footer_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text');
  footer = bilingual(footer, 'description', true);
  footer = footer
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('address_street', 'text', (c) => c.notNull())
    .addColumn('address_city', 'text', (c) => c.notNull())
    .addColumn('address_state', 'text', (c) => c.notNull())
    .addColumn('address_zip_code', 'text', (c) => c.notNull())
    .addColumn('address_country', 'text', (c) => c.notNull());
  footer = bool(footer, 'newsletter_enabled', 1);
  footer = bilingual(footer, 'newsletter_title', true);
  footer = bilingual(footer, 'newsletter_description', true);
  footer = footer
    .addColumn('background_color', 'text', (c) => c.notNull().defaultTo('#1f2937'))
    .addColumn('text_color', 'text', (c) => c.notNull().defaultTo('#ffffff'))
    .addColumn('link_color', 'text', (c) => c.notNull().defaultTo('#60a5fa'));
  footer = bool(footer, 'show_logo', 1);
  footer = bool(footer, 'show_social_links', 1);
  footer = bool(footer, 'enable_schema_markup', 1);
  footer = bilingual(footer, 'copyright_text', true);
  footer = footer.addColumn('copyright_year', 'integer', (c) =>
    c.check(sql`copyright_year between 2000 and 2099`),
  );
  await withTimestamps(footer, d).execute();

  let sections = id(s.createTable('footer_sections'));
  sections = bilingual(sections, 'title', true);
  await sections.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  let links = id(s.createTable('footer_links')).addColumn('section_id', 'text', (c) =>
    c.notNull().references('footer_sections.id').onDelete('cascade'),
  );
  links = bilingual(links, 'title', true);
  links = links
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
  await bool(links, 'open_in_new_tab', 0).execute();

  await id(s.createTable('social_links'))
    .addColumn('platform', 'text', (c) =>
      c
        .notNull()
        .check(
          oneOf(
            ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'tiktok', 'pinterest'],
            'platform',
          ),
        ),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // --- shopping ---------------------------------------------------------------------------------
  let promos = id(s.createTable('promo_codes'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf(['fixed', 'percent'], 'kind')))
    // Cents for a fixed code, whole percent for a percentage code.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`));
  promos = cents(promos, 'min_subtotal_cents', false);
  promos = promos
    .addColumn('starts_at', ts)
    .addColumn('ends_at', ts)
    .addColumn('usage_limit', 'integer', (c) => c.check(sql`usage_limit >= 0`))
    .addColumn('used_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used_count >= 0`),
    )
    .addCheckConstraint('promo_percent_max', sql`kind <> 'percent' or amount <= 100`);
  promos = bool(promos, 'is_active', 1);
  await withTimestamps(promos, d).execute();

  const carts = id(s.createTable('carts'))
    .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.unique())
    .addColumn('coupon_code', 'text')
    .addCheckConstraint('carts_owner', sql`user_id is not null or session_id is not null`);
  await withTimestamps(carts, d).execute();

  await id(s.createTable('cart_items'))
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.references('product_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('selected_options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('added_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  // One line per product and variant in a cart (NULL variant counted as one value).
  await sql`create unique index cart_items_line on cart_items (cart_id, product_id, coalesce(variant_id, ''))`.execute(
    db,
  );

  await s
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'product_id'])
    .execute();

  // --- orders and payments ----------------------------------------------------------------------
  let orders = id(s.createTable('orders'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(oneOf(ORDER_STATUSES, 'status')),
    )
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'));
  for (const col of ['subtotal_cents', 'discount_cents', 'tax_cents', 'shipping_cents', 'total_cents']) {
    orders = cents(orders, col, true);
  }
  orders = orders
    .addColumn('coupon_code', 'text')
    // Address snapshots as JSON text: an order keeps the address it was shipped to.
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('card'))
    .addColumn('payment_status', 'text', (c) => c.notNull().check(oneOf(PAYMENT_STATUSES, 'payment_status')))
    .addColumn('card_brand', 'text')
    .addColumn('card_last_four', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('carrier', 'text')
    .addColumn('estimated_delivery', ts)
    .addColumn('cancel_reason', 'text');
  await withTimestamps(orders, d).execute();
  await s.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
  await s.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute();
  await s.createIndex('orders_created').on('orders').column('created_at').execute();

  let orderItems = id(s.createTable('order_items'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('variant_id', 'text', (c) => c.references('product_variants.id').onDelete('set null'))
    .addColumn('sku', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull());
  orderItems = cents(orderItems, 'unit_price_cents', true);
  orderItems = cents(orderItems, 'line_total_cents', true);
  await orderItems
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('selected_options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await id(s.createTable('order_events'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf(ORDER_STATUSES, 'status')))
    .addColumn('note', 'text')
    .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  await s.createIndex('order_events_order').on('order_events').columns(['order_id', 'created_at']).execute();

  let payments = id(s.createTable('payments'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's payment-intent id; unique so that confirming the same payment twice finds one row.
    .addColumn('provider_intent_id', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.unique().references('orders.id').onDelete('set null'))
    .addColumn('cart_id', 'text', (c) => c.references('carts.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'));
  payments = cents(payments, 'amount_cents', true);
  payments = payments
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf(PAYMENT_STATUSES, 'status')))
    .addColumn('shipping_address', 'text')
    .addColumn('billing_address', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last_four', 'text')
    .addColumn('last_error', 'text');
  await withTimestamps(payments, d).execute();

  // --- engagement -------------------------------------------------------------------------------
  await id(s.createTable('newsletter_subscriptions'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('unsubscribed_at', ts)
    .execute();

  await id(s.createTable('contact_messages'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();

  await id(s.createTable('product_views'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('session_id', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  await s.createIndex('product_views_product').on('product_views').column('product_id').execute();
  await s
    .createIndex('product_views_session')
    .on('product_views')
    .columns(['session_id', 'created_at'])
    .execute();
  await s.createIndex('product_views_user').on('product_views').columns(['user_id', 'created_at']).execute();

  await id(s.createTable('searches'))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('normalized_query', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('result_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  await s
    .createIndex('searches_normalized')
    .on('searches')
    .columns(['normalized_query', 'created_at'])
    .execute();
  await s.createIndex('searches_user').on('searches').columns(['user_id', 'created_at']).execute();
  await s.createIndex('searches_session').on('searches').columns(['session_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'searches',
    'product_views',
    'contact_messages',
    'newsletter_subscriptions',
    'payments',
    'order_events',
    'order_items',
    'orders',
    'favorites',
    'cart_items',
    'carts',
    'promo_codes',
    'social_links',
    'footer_links',
    'footer_sections',
    'footer_settings',
    'brands',
    'testimonials',
    'hero_slides',
    'product_variants',
    'product_specifications',
    'product_images',
    'products',
    'categories',
    'addresses',
    'user_permissions',
    'users',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
