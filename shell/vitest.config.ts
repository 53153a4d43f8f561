import { browserProject } from '../shared-ui/vite/vitest-project';

export default browserProject('shell');
