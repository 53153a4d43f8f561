/**
 * The router's links and hooks, for the pages. The router belongs to the shell, which
 * bundles only the parts of it the site uses; a page reaches the shell's router through
 * these, from the shared @minibar/ui. A remote never imports react-router-dom itself: its own
 * copy would have no router around it, and a whole router would ship with every page.
 */
export { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
