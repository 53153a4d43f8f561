// `?no-inline` keeps each picture a fingerprinted file of its own instead of a data URL
// inside the remote's JavaScript (the /drivers first-load budget).
import cheetos from '../../assets/products/cheetos.svg?no-inline';
import doritosCoolRanch from '../../assets/products/doritos-cool-ranch.svg?no-inline';
import doritosNacho from '../../assets/products/doritos-nacho.svg?no-inline';
import fiveHourEnergy from '../../assets/products/5hour-energy.svg?no-inline';
import fritos from '../../assets/products/fritos.svg?no-inline';
import kindCaramel from '../../assets/products/kind-caramel.svg?no-inline';
import kindPeanut from '../../assets/products/kind-peanut.svg?no-inline';
import laysBbq from '../../assets/products/lays-bbq.svg?no-inline';
import laysClassic from '../../assets/products/lays-classic.svg?no-inline';
import mentos from '../../assets/products/mentos.svg?no-inline';
import oreo from '../../assets/products/oreo.svg?no-inline';
import oreoDouble from '../../assets/products/oreo-double.svg?no-inline';
import oreoGolden from '../../assets/products/oreo-golden.svg?no-inline';
import sabritasHot from '../../assets/products/sabritas-hot.svg?no-inline';
import sabritasJapanese from '../../assets/products/sabritas-japanese.svg?no-inline';
import sabritasLime from '../../assets/products/sabritas-lime.svg?no-inline';
import tylenol from '../../assets/products/tylenol.svg?no-inline';

export const productImages = {
  cheetos,
  doritosCoolRanch,
  doritosNacho,
  fiveHourEnergy,
  fritos,
  kindCaramel,
  kindPeanut,
  laysBbq,
  laysClassic,
  mentos,
  oreo,
  oreoDouble,
  oreoGolden,
  sabritasHot,
  sabritasJapanese,
  sabritasLime,
  tylenol,
};

/** The drawn pictures' intrinsic size (src/assets/products/*.svg). */
export const PRODUCT_IMAGE_SIZE = 160;
