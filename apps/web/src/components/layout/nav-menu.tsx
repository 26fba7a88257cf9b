import { Fragment } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { requestLeave } from '../../lib/leave-guard.ts';
import { useOrg } from '../../lib/org.tsx';
import { withPreservedQuery } from '../../lib/preserved-query.ts';
import { useSession } from '../../lib/session.tsx';
import { Button } from '../ui/button.tsx';
import { HeaderIcon } from './header-icon.tsx';
import { getNavSections, type NavItem } from './nav-items.ts';
import { isInternalUrl } from './org-info.ts';

const ITEM =
  'cursor-pointer rounded-md px-3 py-2 text-ink outline-none data-[focused]:bg-raised data-[focused]:underline';

/**
 * ORG-021…023: the account menu (React Aria Menu: arrow keys, type-ahead, Escape closes). Its
 * entries are links: this app's pages open in the router, the lender's other sites load in full.
 */
export function NavMenu() {
  const { t } = useTranslation('layout');
  const org = useOrg();
  const { logout } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const product = org.orgMetaData.companyInfo.companyProduct;

  function getHref({ href }: NavItem) {
    if (href === undefined) {
      return undefined;
    }
    return isInternalUrl(href) ? withPreservedQuery(href, search) : href;
  }

  return (
    <RouterProvider navigate={(to) => void navigate(to)}>
      <MenuTrigger>
        <Button variant="onBrand" size="sm" aria-label={t('nav.button')}>
          <MenuIcon />
        </Button>
        <Popover placement="bottom end" offset={8} className="min-w-56">
          <Menu
            onAction={(key) => {
              if (key === 'logout') {
                requestLeave(() => void logout());
              }
            }}
            className="rounded-xl border border-line bg-surface p-2 shadow-xl outline-none"
          >
            {getNavSections(org).map((section, index) => (
              <Fragment key={section.heading ?? index}>
                {index > 0 ? <Separator className="my-1 border-t border-line" /> : null}
                <MenuSection>
                  {section.heading ? (
                    <Header className="px-3 pt-1 pb-1 text-xs font-semibold uppercase tracking-wide">
                      {t(`nav.${section.heading}`)}
                    </Header>
                  ) : null}
                  {section.items.map((item) => (
                    <MenuItem key={item.key} id={item.key} href={getHref(item)} className={ITEM}>
                      {t(`nav.${item.key}`, { product })}
                    </MenuItem>
                  ))}
                </MenuSection>
              </Fragment>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}

function MenuIcon() {
  return <HeaderIcon path="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />;
}
