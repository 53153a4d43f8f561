import { browserProject } from './vite/vitest-project';

export default browserProject('shared-ui');
