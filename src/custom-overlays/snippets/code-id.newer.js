console.log(`This overlay's code id is ${Overlay.codeId}`);
