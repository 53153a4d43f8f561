// @vitest-environment node
import { describeRemotePages } from '@minibar/build-tools/remote-pages-test';
import { exposes } from './expose';
import { pages } from './pages';

describeRemotePages(pages, exposes);
