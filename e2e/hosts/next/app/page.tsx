import { Insights } from './insights';
export default function Page() {
  return (<main><h1>Host page</h1><Insights /></main>);
}
