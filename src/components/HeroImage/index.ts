export { HeroImage, type HeroImageProps } from './HeroImage';
