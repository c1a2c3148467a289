async function () {
  const viewer = '{{username}}';

  // Nothing is saved under "visits" before the first run: start with an
  // empty object then, and also when the item holds something else.
  const saved = await getStoreItem('visits');
  const isObject =
    typeof saved === 'object' && saved !== null && !Array.isArray(saved);
  /** @type {Record<string, number>} */
  const visits = isObject ? /** @type {Record<string, number>} */ (saved) : {};

  visits[viewer] = (Number(visits[viewer]) || 0) + 1;
  await setStore({name: 'visits', value: visits});

  showToast({message: viewer + ' visit number ' + visits[viewer], time: 5000});
  done({variables: {visit_count: visits[viewer]}});
}
