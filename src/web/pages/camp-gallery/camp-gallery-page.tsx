// Gallery of one camp (§2, §4): category tabs Regular Classes, Doubt Sessions, Exams with
// Previous/Next Category (disabled at the ends); with no images at all, "No Gallery Images Found"
// and a link back. The category is in the address (`?category=doubts`), so that the tabs and the
// buttons work without JavaScript too.
import { type ReactNode, useEffect } from 'react';
import { inLang } from '../../../shared/lang-content';
import { Link, useParams } from '../../lib/router';
import { GALLERY_CATEGORIES, type GalleryCategory } from '../../../shared/constants';
import { useQuery } from '@tanstack/react-query';
import { campIdOf, useCamp } from '../../api/get-camp';
import { CATEGORY_PARAM, campGalleryQuery, categoryPageParam } from '../../api/get-gallery';
import { useApi, useLang, useMessages } from '../../lib/app-context';
import { localized } from '../../../shared/lang';
import { documentTitle } from '../../lib/page-title';
import { useSitePart } from '../../api/get-site-content';
import { LoadStatus } from '../../components/list-status';
import { PageBanner } from '../../components/page-banner';
import { Pager, usePageParam } from '../../components/pager';
import { ResponsiveImage } from '../../components/responsive-image';
import { Tabs } from '../../components/tabs';
import { useTabParam } from '../../lib/use-tab-param';
import { paths } from '../../paths';
import './camp-gallery-page.css';

export function categoryStep(current: GalleryCategory, step: -1 | 1): GalleryCategory | null {
  const next = GALLERY_CATEGORIES.indexOf(current) + step;
  return next >= 0 && next < GALLERY_CATEGORIES.length ? GALLERY_CATEGORIES[next]! : null;
}

/**
 * Previous / Next Category (§4), disabled at the ends: a link to the page with that category in its
 * address (so it works without JavaScript), a button to its users.
 */
function CategoryStep(props: {
  to: GalleryCategory | null;
  href(category: GalleryCategory): string;
  onSelect(category: GalleryCategory): void;
  children: ReactNode;
}) {
  const { to, onSelect } = props;
  const go = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (to) onSelect(to);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link without JavaScript (to the category's address), a button with it
    <a
      role="button"
      href={to ? props.href(to) : undefined}
      aria-disabled={to ? undefined : true}
      className="button button--outline button--small"
      onClick={go}
      onKeyDown={(e) => {
        if (e.key === ' ') go(e);
      }}
    >
      {props.children}
    </a>
  );
}

export default function CampGalleryPage() {
  const msgs = useMessages();
  const m = msgs.web.gallery;
  const { campId = '' } = useParams();
  // An id that cannot be a camp's (abc, 0) asks nothing: the page shows the empty state.
  const id = campIdOf(campId);
  const api = useApi();
  const lang = useLang();
  const siteName = useSitePart('settings').name;
  // The first page of all the camp's pictures says whether it has any; each category is paged on its own.
  const gallery = useQuery({ ...campGalleryQuery(api, id ?? 0, null), enabled: id !== null });
  const shownCamp = useCamp(id).data;
  const camp = shownCamp && inLang(shownCamp, lang);
  const categories = useTabParam(GALLERY_CATEGORIES, CATEGORY_PARAM);
  const category = categories.selected;
  const categoryPage = usePageParam(categoryPageParam(category));
  const inCategory = useQuery({ ...campGalleryQuery(api, id ?? 0, category, categoryPage), enabled: id !== null });
  const items = gallery.isError || id === null ? [] : (gallery.data?.rows ?? []);
  const shown = inCategory.data?.rows ?? [];
  const title = camp ? camp.name : m.title;
  // After a client-side navigation the camp arrives after the frame has set the title.
  useEffect(() => {
    if (camp) document.title = documentTitle(siteName, camp.name);
  }, [camp, siteName]);
  const previous = categoryStep(category, -1);
  const next = categoryStep(category, 1);

  const loaded = { isPending: id !== null && gallery.isPending, isError: gallery.isError };
  let body: ReactNode;
  if (loaded.isPending || loaded.isError) body = <LoadStatus query={loaded} loading={msgs.web.loading} error={msgs.lists.galleryFailed} />;
  else if (items.length === 0)
    body = (
      <div className="section">
        <h2>{msgs.lists.noGalleryFound}</h2>
        <Link to={paths.downloads} className="button button--outline">
          {m.backToDownloads}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <Tabs<GalleryCategory>
          id="gallery"
          label={m.categoriesLabel}
          tabs={GALLERY_CATEGORIES.map((c) => ({ key: c, label: m[c] }))}
          selected={category}
          onSelect={categories.select}
          href={categories.href}
        >
          {inCategory.isPending ? (
            <p className="status" role="status">
              {msgs.web.loading}
            </p>
          ) : shown.length === 0 ? (
            <p className="status">{msgs.lists.noCategoryImages}</p>
          ) : (
            <>
              <ul className="photo-grid">
                {shown.map((item, i) => {
                  const title = localized(item, 'title', lang);
                  const description = localized(item, 'description', lang);
                  return (
                    <li key={item.id}>
                      <figure>
                        <ResponsiveImage
                          src={item.image_url}
                          variants={item.variants}
                          // The caption names a photo that has a title; the alt words add only a description.
                          alt={description || (title ? '' : localized(item, 'camp_name', lang))}
                          width={400}
                          height={Math.round((400 * (item.height || 3)) / (item.width || 4))}
                          sizes="(max-width: 560px) 50vw, (max-width: 980px) 33vw, 280px"
                          eager={i < 2}
                        />
                        {title ? <figcaption>{title}</figcaption> : null}
                      </figure>
                    </li>
                  );
                })}
              </ul>
              <Pager list={m[category]} param={categoryPageParam(category)} page={categoryPage} total={inCategory.data?.total ?? 0} />
            </>
          )}
        </Tabs>
        <div className="category-steps">
          <CategoryStep to={previous} href={categories.href} onSelect={categories.select}>
            ‹ {m.previousCategory}
          </CategoryStep>
          <CategoryStep to={next} href={categories.href} onSelect={categories.select}>
            {m.nextCategory} ›
          </CategoryStep>
        </div>
      </>
    );

  return (
    <>
      <PageBanner
        title={title}
        text={camp ? [camp.location, camp.year].filter(Boolean).join(', ') : undefined}
        trail={[{ to: paths.downloads, label: msgs.web.nav.downloads }]}
      />
      <div className="container section">{body}</div>
    </>
  );
}
