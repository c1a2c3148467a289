// Write the name as a literal so Lumia Stream can see which variables the overlay reads.
const winner = await Overlay.getVariable('last_winner');
console.log(`The last winner was ${String(winner ?? 'nobody')}`);
