import { browserProject } from '#build-tools/vitest-project';

export default browserProject('mfe-admin');
