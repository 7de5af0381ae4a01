// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// A stand-in for Farcaster's IdRegistry on the devnet: each custody address registers one
/// Farcaster ID (FID), numbered from 1; `idOf` and `custodyOf` read the mapping both ways, with
/// the same names and shapes as the real registry. Only the deployer registers (as a gateway).
contract FarcasterIdRegistry {
    address public immutable owner;
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    error Unauthorized();
    error HasId();

    constructor() {
        owner = msg.sender;
    }

    function register(address to) external returns (uint256 fid) {
        if (msg.sender != owner) revert Unauthorized();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid);
    }
}
