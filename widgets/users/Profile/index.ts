export { Profile, type ProfileProps } from './Profile';
