// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title DevAccount: a minimal ERC-1271 smart account owned by one key, for the devnet only.
/// @notice A signature is valid when it is the owner's 65-byte ECDSA signature (v 27 or 28) of the hash.
contract DevAccount {
    bytes4 private constant VALID = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: VALID when the owner signed `hash`, else INVALID.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? VALID : INVALID;
    }
}

/// @title DevAccountFactory: deploys DevAccounts with CREATE2, for the devnet only.
/// @notice An account's address is known before it exists (`accountAddress`), so it can sign as a
/// counterfactual account: an ERC-6492 signature names this factory and `deploy` calldata.
contract DevAccountFactory {
    event Deployed(address indexed account, address indexed owner, bytes32 salt);

    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = address(new DevAccount{salt: salt}(owner));
        emit Deployed(account, owner, salt);
    }

    function accountAddress(address owner, bytes32 salt) external view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(DevAccount).creationCode, abi.encode(owner)));
        bytes32 digest = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash));
        return address(uint160(uint256(digest)));
    }
}
