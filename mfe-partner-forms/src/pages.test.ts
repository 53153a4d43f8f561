// @vitest-environment node
import { describeRemotePages } from 'shared-ui-build/remote-pages-test';
import { exposes } from './expose';
import { pages } from './pages';

describeRemotePages(pages, exposes);
