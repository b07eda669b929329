import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type AdminProductBody,
  adminProductBodySchema,
  PRODUCT_MESSAGES,
  type ProductMessageKey,
} from '@store/shared/schemas/admin-products';
import type { Category } from '@store/shared/schemas/content';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminForm, type ServerFields } from '../../../components/admin/admin-form-modal.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminModal, AdminModalActions } from '../../../components/admin/admin-modal.tsx';
import { byMessage, translatedResolver } from '../../../components/admin/translated-resolver.ts';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { type ProductFormInput, productFormDefaults, productFormSchema } from '../product-form.ts';
import { ProductBasicsFields, ProductImageFields, ProductPricingFields } from './product-form-fields.tsx';
import styles from './products-screen.module.css';
import { SpecificationsEditor } from './specifications-editor.tsx';
import { VariantsEditor } from './variants-editor.tsx';

interface ProductFormModalProps {
  /** The product to edit, or null for a new one. */
  productId: string | null;
  categories: readonly Category[];
  onClose: () => void;
}

/** The create/edit product dialog (admin §2): loads the product being edited, then shows the form. */
export function ProductFormModal({ productId, categories, onClose }: ProductFormModalProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const loaded = useAdminProduct(productId);
  const save = useSaveProduct();
  const title = productId ? t('products.editTitle') : t('products.createTitle');
  const ready = productId === null || loaded.data !== undefined;
  return (
    <AdminModal
      open
      onClose={onClose}
      title={title}
      size="xl"
      footer={
        ready ? (
          <AdminModalActions
            onCancel={onClose}
            formId={formId}
            busy={save.isPending}
            submitLabel={productId ? t('products.update') : t('products.create')}
          />
        ) : undefined
      }
    >
      {loaded.isError ? (
        <AdminErrorBanner message={adminErrorText(loaded.error, t('products.loadFailed'))} />
      ) : ready ? (
        <ProductForm
          formId={formId}
          product={loaded.data ?? null}
          categories={categories}
          onSave={async (body) => {
            await save.mutateAsync({ id: productId ?? undefined, body });
            onClose();
          }}
        />
      ) : (
        <AdminLoading />
      )}
    </AdminModal>
  );
}

/** The row of the variant a refusal names by its SKU, else none. */
function variantPath(sku: string | number | undefined, variants: ProductFormInput['variants']) {
  const index = variants.findIndex((v) => v.sku === sku);
  return index < 0 ? null : (`variants.${index}.sku` as const);
}

/** Refusals of a save that are about one part of the form: shown there, with the focus on it. */
const SERVER_FIELDS: ServerFields<ProductFormInput> = {
  SKU_TAKEN: ({ sku }, { variants }) => variantPath(sku, variants),
  // A variant's stock (named by its SKU), or the product's own.
  STOCK_BELOW_RESERVED: ({ sku }, { variants }) =>
    sku === undefined ? 'stockQuantity' : variantPath(sku, variants),
};

interface ProductFormProps {
  formId: string;
  product: AdminProduct | null;
  categories: readonly Category[];
  onSave: (body: AdminProductBody) => Promise<void>;
}

/** The product form itself: checked with the shared schema, the spec's texts in the panel's language. */
function ProductForm({ formId, product, categories, onSave }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const resolver = useMemo(
    () =>
      translatedResolver(
        zodResolver(productFormSchema),
        byMessage(PRODUCT_MESSAGES, (key) => t(`products.validation.${key as ProductMessageKey}`)),
      ),
    [t],
  );
  const methods = useForm<ProductFormInput, unknown, AdminProductBody>({
    resolver,
    defaultValues: productFormDefaults(product),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods);

  return (
    <AdminForm
      id={formId}
      methods={methods}
      className={styles.form}
      failureText={t('products.saveFailed')}
      serverFields={SERVER_FIELDS}
      limits={adminProductBodySchema}
      onSubmit={onSave}
      // Outside the <form>: the variant dialog has a form of its own, and forms do not nest.
      after={<VariantsEditor saved={product?.variants ?? []} />}
    >
      <ProductBasicsFields categories={categories} />
      <ProductPricingFields reserved={product?.stock.reserved ?? 0} />
      <ProductImageFields />
      <SpecificationsEditor />
    </AdminForm>
  );
}
