import { browserProject } from '../shared-ui/vite/vitest-project';

export default browserProject('mfe-driver-checkout');
