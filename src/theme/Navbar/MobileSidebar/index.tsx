import {useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * The theme draws the phone menu (every navbar item, and the whole docs
 * sidebar in its second panel) as soon as a page loads on a narrow screen,
 * hidden until the menu button is pressed: on a phone, that is the largest
 * part of the work done right after the page appears. Here it is drawn the
 * first time the reader opens it, and kept from then on.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return shown || opened ? <NavbarMobileSidebar /> : null;
}
