import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { AppLoading } from '../../components/ui/app-loading.tsx';
import { loadAdminI18n } from '../../i18n/admin/load-admin-i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** Placeholder shell: the admin issue adds the sign-in gate, the sidebar and the phone menu. */
export function AdminLayout() {
  const lang = useLanguage();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    void loadAdminI18n(lang).then(() => setLoaded(lang));
  }, [lang]);
  if (loaded !== lang) return <AppLoading />;
  return (
    <Suspense fallback={<AppLoading />}>
      <Outlet />
    </Suspense>
  );
}
