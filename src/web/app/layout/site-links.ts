// The site's main pages, in navigation order: the header's menu and the footer's "Explore" list.
import type { WebsiteMessages } from '../../../shared/messages/en-website';
import { paths } from '../../paths';

export function mainPageLinks(m: WebsiteMessages['web']['nav']) {
  return [
    { to: paths.home, label: m.home },
    { to: paths.aboutUs, label: m.aboutUs },
    { to: paths.teaching, label: m.teaching },
    { to: paths.forStudents, label: m.forStudents },
    { to: paths.trustees, label: m.trustees },
    { to: paths.getInvolved, label: m.getInvolved },
    { to: paths.downloads, label: m.downloads },
    { to: paths.contactUs, label: m.contactUs },
  ];
}
